/**
 * Time zones by name, for the edition form's list and the editions API. Zoned times are in
 * `zoned-time.ts` (an instant written in a zone) and `wall-clock.ts` (a wall-clock time read in one).
 */

/**
 * Current IANA names for the zones that ICU (Node's and the browsers' Intl) still lists under their
 * old names: a director looks for Asia/Kolkata and Europe/Kyiv, not Asia/Calcutta and Europe/Kiev.
 * Both spellings name the same zone everywhere, so a stored old name keeps working.
 */
const RENAMED: Record<string, string> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Dacca": "Asia/Dhaka",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Macao": "Asia/Macau",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Thimbu": "Asia/Thimphu",
  "Asia/Ujung_Pandang": "Asia/Makassar",
  "Asia/Ulan_Bator": "Asia/Ulaanbaatar",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

export function currentZoneName(zone: string): string {
  return RENAMED[zone] ?? zone;
}

/** Every zone Intl knows, by its current name, sorted, with UTC. */
export function currentZoneNames(zones: readonly string[]): string[] {
  const names = new Set(zones.map(currentZoneName));
  names.add("UTC");
  return [...names].sort((a, b) => (a === "UTC" ? -1 : b === "UTC" ? 1 : a.localeCompare(b)));
}

/** Every zone by its current IANA name (Asia/Kolkata, Europe/Kyiv), UTC first. */
export function timeZones(): string[] {
  return currentZoneNames(Intl.supportedValuesOf("timeZone"));
}
