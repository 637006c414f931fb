import type { AdminCatalog } from "../catalog.ts";
import { account } from "./account.ts";
import { application } from "./application.ts";
import { applications } from "./applications.ts";
import { common } from "./common.ts";
import { decisions } from "./decisions.ts";
import { editions } from "./editions.ts";
import { floorPlan } from "./floor-plan.ts";
import { money } from "./money.ts";
import { reviews } from "./reviews.ts";
import { signIn } from "./sign-in.ts";

export const catalog: AdminCatalog = {
  account,
  common,
  signIn,
  applications,
  application,
  reviews,
  decisions,
  editions,
  money,
  floorPlan,
};
