import { CreateUserPage } from "./create-account-page";

export default CreateUserPage;
