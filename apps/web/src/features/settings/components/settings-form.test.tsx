import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Settings } from '@pidsus/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, type HttpResponse } from '../../../lib/http';
import { api } from '../../../lib/api-client';
import { appConfigKey } from '../../../lib/office-name';
import { officeValues } from '../office-values';
import { SettingsForm } from './settings-form';

const current: Settings = {
  office_name: 'Bidang Tindak Pidana Khusus',
  reminder_hour: '07:00',
  trash_days: 30,
  satker_code: '',
  office_city: '',
  numbering_scope: 'prefix',
  require_2fa_admin: true,
  require_2fa_staff: false,
  smtp_host: '',
  smtp_port: null,
  smtp_secure: false,
  smtp_user: '',
  smtp_password_set: false,
  mail_from: 'Jadwal Pidsus <no-reply@localhost>',
  smtp_url_set: false,
};

function renderForm() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(appConfigKey, { time_zone: 'Asia/Jakarta', office_name: current.office_name });
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <SettingsForm settings={current} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { onSaved, queryClient };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));

describe('the settings form (decisions §7.4)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names each bad value under its own field, in Indonesian, and sends nothing', async () => {
    const put = vi.spyOn(api, 'put');
    renderForm();
    expect(screen.getByLabelText('Jam pengingat pagi', { exact: false })).toHaveValue('07.00');
    type('Nama kantor', '  ');
    type('Jam pengingat pagi', '7.00');
    type('Masa simpan sampah', '3651');
    save();
    expect(await screen.findByText('Nama kantor harus diisi')).toBeInTheDocument();
    expect(screen.getByText('Jam pengingat harus berformat JJ.MM (24 jam), misalnya 07.00')).toBeInTheDocument();
    expect(screen.getByText('Masa simpan sampah harus bilangan bulat 1 sampai 3650 hari')).toBeInTheDocument();
    type('Masa simpan sampah', '');
    save();
    expect(await screen.findByText('Masa simpan sampah harus bilangan bulat 1 sampai 3650 hari')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('saves the values as numbers and text, then shows the new office name everywhere', async () => {
    const saved = {
      office_name: 'Kejari Jakarta Pusat',
      reminder_hour: '06:30',
      trash_days: 60,
      satker_code: 'L.6.10',
      office_city: '',
      numbering_scope: 'prefix' as const,
      require_2fa_admin: true,
      require_2fa_staff: false,
    };
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: saved } as HttpResponse<Settings>);
    const { onSaved, queryClient } = renderForm();
    type('Nama kantor', 'Kejari Jakarta Pusat');
    type('Jam pengingat pagi', '06.30'); // as the office writes it; the API keeps 06:30
    type('Masa simpan sampah', '60');
    type('Kode satker', 'L.6.10');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(put).toHaveBeenCalledWith('/admin/settings', saved);
    expect(queryClient.getQueryData(appConfigKey)).toEqual({
      time_zone: 'Asia/Jakarta',
      office_name: saved.office_name,
    });
  });

  it('sends who must use two-step sign-in as the switches say (decisions §9)', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ...current, require_2fa_staff: true } });
    const { onSaved } = renderForm();
    expect(screen.getByRole('switch', { name: 'Admin wajib memakai verifikasi dua langkah' })).toBeChecked();
    fireEvent.click(screen.getByRole('switch', { name: 'Pegawai wajib memakai verifikasi dua langkah' }));
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // Only the office part: the e-mail settings are saved by their own form (decisions §11).
    expect(put).toHaveBeenCalledWith('/admin/settings', { ...officeValues(current), require_2fa_staff: true });
  });

  it("puts the server's field messages under the fields, and any other failure above the form", async () => {
    const refusal = (status: number, data: unknown) =>
      new HttpError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
        status,
        data,
        headers: {},
      });
    vi.spyOn(api, 'put')
      .mockRejectedValueOnce(
        refusal(400, {
          message: 'Data yang dikirim tidak valid',
          errors: { office_name: 'Nama kantor terlalu panjang (maksimal 120 karakter)' },
        }),
      )
      .mockRejectedValueOnce(refusal(503, { message: 'Layanan sedang tidak tersedia, coba beberapa saat lagi' }));
    const { onSaved } = renderForm();
    save();
    expect(await screen.findByText('Nama kantor terlalu panjang (maksimal 120 karakter)')).toBeInTheDocument();
    save();
    expect(await screen.findByText('Layanan sedang tidak tersedia, coba beberapa saat lagi')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
