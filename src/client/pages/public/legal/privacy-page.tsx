import { PolicyPage } from "./policy-page";

export default function PrivacyPage() {
  return <PolicyPage policy="privacy" />;
}
