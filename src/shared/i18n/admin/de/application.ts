import type { ApplicationWords } from "../en/application.ts";

export const application: ApplicationWords = {};
