/** Titles of the a11y fixture's steps, which the axe reporter (axe-reporter.ts) counts. */
export const AXE_RUN_STEP = "axe-core:";
export const AXE_SKIP_STEP = "axe-core already checked:";
