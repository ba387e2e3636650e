import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminPage, crud, memoryBackOffice, type Row } from './admin-fixture';

const HOSTILE = '<img src=x onerror=alert(1)>';

const lead = (status: string): Row => ({
  id: `lead-${status}`,
  name: `${HOSTILE} ${status}`,
  contactName: null,
  email: 'lead@example.com',
  phone: null,
  website: null,
  notes: '',
  createdAt: '2026-11-02T10:00:00.000Z',
  lead: {
    status,
    service: 'maps-listing',
    message: '<script>alert(1)</script>',
    budget: null,
    timeline: null,
    lang: 'ua',
    page: '/ua',
    referrer: '',
    utm: {},
    address: '203.0.113.7',
    userAgent: 'Test',
    spam: false,
    assigneeId: null,
    submittedAt: '2026-11-02T10:00:00.000Z',
  },
});

describe('leads in the clients list (issue 28)', () => {
  it('shows each lead with its status in words, its service and language; what a visitor typed stays text', async () => {
    const backOffice = memoryBackOffice({ Clients: [lead('new'), lead('contacted')] });
    const page = adminPage('/en/admin/customer/clients', {
      api: backOffice.api,
      actions: crud('Clients'),
    });
    const { container } = render(page.element);
    await screen.findByRole('cell', { name: `${HOSTILE} new` });
    expect(screen.getByRole('cell', { name: 'New' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Contacted' })).toBeTruthy();
    expect(screen.getAllByRole('cell', { name: 'maps-listing' })).toHaveLength(2);
    expect(screen.getAllByRole('cell', { name: '<script>alert(1)</script>' })).toHaveLength(2);
    expect(container.querySelector('img, script')).toBeNull();
  });
});
