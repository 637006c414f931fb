/**
 * Imported first by every page script that may use Zod (the form, the back office). Zod compiles fast parsers with `new Function`
 * and probes for it on first use; under our Content-Security-Policy (`script-src 'self'`, no
 * 'unsafe-eval') that probe is refused and reported as a violation on every load, though Zod falls
 * back quietly. `jitless` makes it never try. https://zod.dev/packages/core#jitless
 */
import { z } from "zod";

z.config({ jitless: true });
