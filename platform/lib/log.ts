// The platform's structured log (common/log.ts: JSON lines, LOG_LEVEL, LOG_FORMAT).
import { createLogger } from "../../common/log.ts";

export const log = createLogger("platform");
