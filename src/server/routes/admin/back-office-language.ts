/**
 * The language the back office speaks to a member: the one she picked on her account page, else the
 * best match of her browser's Accept-Language among the back office's languages, else English.
 */
import type { FastifyRequest } from "fastify";
import {
  BACK_OFFICE_LANGUAGES,
  type BackOfficeLanguage,
  isBackOfficeLanguage,
} from "../../../shared/i18n/admin/catalog.ts";
import { matchAcceptLanguage } from "../../../shared/i18n/negotiate.ts";

export function backOfficeLanguage(request: FastifyRequest): BackOfficeLanguage {
  const picked = request.staffSession?.staff.language;
  if (isBackOfficeLanguage(picked)) return picked;
  const matched = matchAcceptLanguage(request.headers["accept-language"] ?? "", BACK_OFFICE_LANGUAGES);
  return isBackOfficeLanguage(matched) ? matched : "en";
}
