import { csvField, toCsv } from '@agency/core/admin';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPage, crud, memoryBackOffice, type Row } from './admin-fixture';

afterEach(() => vi.restoreAllMocks());

describe('toCsv', () => {
  it('"escaping per RFC 4180": commas, quotes and line breaks are quoted, quotes doubled, CRLF ends records', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('a,b\r\n1,2\r\n');
  });

  it('a CSV parser reads back exactly the values written', () => {
    const rows = [
      ['name', 'notes'],
      ['Coffee, Tea & Co', 'He said "fresh"\r\nevery day'],
      ['Кафе «Ромашка»', ''],
    ];
    expect(parse(toCsv(rows), { bom: true })).toEqual(rows);
  });

  it('cells a spreadsheet would run as formulas are neutralised, plain numbers are not', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    // A spaced phone is no plain number: a spreadsheet reads "+380 44 …" as a formula too.
    expect(csvField('+380 44 123 45 67')).toBe("'+380 44 123 45 67");
    expect(csvField('+380441234567')).toBe('+380441234567');
    expect(csvField('-5')).toBe('-5');
  });
});

function clients(count: number): Row[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `client-${index + 1}`,
    name: index % 2 === 0 ? `Shop ${index + 1}, "Main"` : `Cafe ${index + 1}`,
    contactName: null,
    email: `c${index + 1}@example.com`,
    // Stored in E.164 (decision 0037).
    phone: '+380440000000',
    website: null,
    notes: '',
    createdAt: '2026-11-01T09:30:00.000Z',
    lead: null,
  }));
}

// A quote request from the landing whose message a spreadsheet would run (issue 28).
const LEAD: Row = {
  id: 'client-lead',
  name: 'Shop 0 lead',
  contactName: 'Shop 0 lead',
  email: 'lead@example.com',
  phone: null,
  website: null,
  notes: '',
  createdAt: '2026-11-02T10:00:00.000Z',
  lead: {
    status: 'new',
    service: 'seo',
    message: '=HYPERLINK("http://evil.example")',
    budget: null,
    timeline: null,
    lang: 'es',
    page: '/es',
    referrer: '',
    utm: {},
    address: '203.0.113.7',
    userAgent: 'Test',
    spam: false,
    assigneeId: null,
    submittedAt: '2026-11-02T10:00:00.000Z',
  },
};

describe('CSV export of a resource list', () => {
  it('"CSV export that respects the active filter": every page of the filtered list, escaped', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:agency/export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const backOffice = memoryBackOffice({ Clients: [LEAD, ...clients(50)] });
    const page = adminPage('/en/admin/customer/clients?filter=shop&sort=-name', {
      api: backOffice.api,
      actions: crud('Clients'),
    });
    render(page.element);
    await screen.findByRole('cell', { name: 'Shop 9, "Main"' });
    // On screen in international format; in the CSV as stored, E.164.
    expect(screen.getAllByRole('cell', { name: '+380 44 000 0000' }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));

    const exportCalls = backOffice.calls('Clients/list').slice(1);
    expect(exportCalls.map((call) => call.payload)).toEqual([
      { p: 1, sort: '-name', filter: 'shop' },
      { p: 2, sort: '-name', filter: 'shop' },
    ]);
    const blob = blobs[0] as Blob;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const rows = parse(await blob.text(), { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Name',
      'Contact person',
      'E-mail',
      'Phone',
      'Website',
      'City',
      'Lead status',
      'Service',
      'Request language',
      'Request sent',
      'Message',
      'Created',
    ]);
    // 25 shops (every other of 50) and the lead, none of the cafés the filter leaves out.
    expect(rows).toHaveLength(27);
    expect(rows.slice(1).every((row) => row[0]?.startsWith('Shop '))).toBe(true);
    expect(rows[1]?.[0]).toBe('Shop 9, "Main"');
    expect(rows[1]?.[11]).toBe('2026-11-01T09:30:00.000Z');
    expect(rows[1]?.[3]).toBe('+380440000000');
    // The lead's columns, its message defused: the spreadsheet shows it and runs nothing.
    expect(rows.find((row) => row[0] === 'Shop 0 lead')?.slice(6, 11)).toEqual([
      'new',
      'seo',
      'es',
      '2026-11-02T10:00:00.000Z',
      `'=HYPERLINK("http://evil.example")`,
    ]);
    expect(await screen.findByText('CSV saved: 26 records')).toBeTruthy();
  });

  it('a failed export says so and downloads nothing', async () => {
    const user = userEvent.setup();
    const create = vi.spyOn(URL, 'createObjectURL');
    const backOffice = memoryBackOffice({ Clients: clients(3) });
    const page = adminPage('/en/admin/customer/clients', {
      api: backOffice.api,
      actions: crud('Clients'),
      data: { list: { items: clients(3), total: 3, p: 1, pages: 1, perPage: 20 } },
    });
    render(page.element);
    backOffice.fail('Clients/list', {
      statusCode: 0,
      code: 'INTERNAL',
      message: '',
      data: null,
      headers: {},
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The CSV could not be made.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });
});
