/** The clock the test backends start at (startTestApi) and the database images are seeded at. */
export const TEST_CLOCK_START = Date.parse('2026-11-22T10:00:00.000Z');
