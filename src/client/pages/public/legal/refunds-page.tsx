import { PolicyPage } from "./policy-page";

export default function RefundsPage() {
  return <PolicyPage policy="refunds" />;
}
