import type { ApplicationsWords } from "../en/applications.ts";

export const applications: ApplicationsWords = {};
