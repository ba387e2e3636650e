/** Rows of the large import in the kill test: 4000 rows, the first three reuse the seeded store codes with new names. */
export const BIG_IMPORT_ROWS = 4000;

/** A GBP spreadsheet of {@link BIG_IMPORT_ROWS} locations, names marked "HALF IMPORT". */
export function bigImportCsv(): string {
  const seeded = ['NYC-001', 'BER-002', 'KYI-003'];
  const lines = Array.from({ length: BIG_IMPORT_ROWS }, (_, i) => {
    const code = seeded[i] ?? `BULK-${String(i).padStart(5, '0')}`;
    return `${code},HALF IMPORT ${i},Street ${i},Kyiv,UA,50.45,30.52,+380 44 123 4567,09:00-18:00`;
  });
  return `Store code,Business name,Address line 1,Locality,Country / Region,Latitude,Longitude,Primary phone,Monday hours\n${lines.join('\n')}\n`;
}
