/**
 * Imported first by the benchmark scripts: request lines (pretty-printed to the terminal outside
 * production) would cost more than the reads being timed and bury the figures. Warnings still show.
 */
process.env.LOG_LEVEL ??= "warn";
