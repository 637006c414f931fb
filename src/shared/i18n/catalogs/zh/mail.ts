import type { MailCatalog } from "../en/mail.ts";

export const mail: MailCatalog = {};
