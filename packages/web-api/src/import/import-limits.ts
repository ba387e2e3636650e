/** Limits of the maps import: file size, rows, list sizes and field lengths (characters). */
export const IMPORT_LIMITS = {
  /** Larger files are refused with PAYLOAD_TOO_LARGE (HTTP 413). */
  maxBytes: 5 * 1024 * 1024,
  /** More data rows (or features) are refused with TOO_MANY_ROWS (HTTP 413). */
  maxRows: 5000,
  /** More header columns are refused with TOO_MANY_COLUMNS (the spreadsheet has about 40). */
  maxColumns: 256,
  /** Longest header line, in characters (a real one is about 600). */
  maxHeaderChars: 16 * 1024,
  /** Longest record of a spreadsheet, in characters: a longer one is MALFORMED_CSV. */
  maxRecordChars: 64 * 1024,
  /** Most entries in a list field (additional phones, additional categories, address lines). */
  maxListItems: 10,
  /** Longest value per field, in characters (the contract's maxLength of LocationInput). */
  maxLength: {
    storeCode: 64,
    name: 200,
    addressLine: 200,
    locality: 120,
    administrativeArea: 120,
    postalCode: 20,
    phone: 40,
    website: 2000,
    category: 120,
    googleMapsUrl: 2000,
  },
} as const;
