import { CreateAgentPage } from "./create-account-page";

export default CreateAgentPage;
