import { PolicyPage } from "./policy-page";

export default function TermsPage() {
  return <PolicyPage policy="terms" />;
}
