import { lazy } from "react";
import type { AreaRoute } from "./types";

const CreditShopPage = lazy(() => import("../pages/user/credits/credit-shop-page"));

/** The credit shop ('Kedai Kredit AI') under both documented addresses, and a purchase's payment page. */
export const routes: AreaRoute[] = [
  { path: "/credits", component: CreditShopPage },
  { path: "/credit-store", component: CreditShopPage },
  { path: "/payment/:serial", component: lazy(() => import("../pages/user/credits/payment-page")) },
];
