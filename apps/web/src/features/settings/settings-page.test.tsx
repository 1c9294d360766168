import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { DeadlineTemplate, Form, Settings } from '@pidsus/shared';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpResponse } from '../../lib/http';
import { idSettings } from '../../i18n/id-settings';
import { api } from '../../lib/api-client';
import { appConfigKey } from '../../lib/office-name';
import { formsKey } from './api/get-forms';
import { settingsQueryOptions } from './api/get-settings';
import { settingsKeys } from './api/keys';
import { Component as SettingsPage } from './settings-page';

const settings: Settings = {
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
const templates: DeadlineTemplate[] = [{ id: 1, title: 'SPDP', days: 7, counting: 'masa' }];
const forms: Form[] = [
  {
    code: 'P-16',
    name: 'Surat Perintah Penunjukan Jaksa Penuntut Umum',
    stage: 'penyidikan',
    numbering: 'PRINT',
    classification: null,
    starts_deadlines: [],
    has_template: false,
  },
];
/** Each answer, and when it comes (ms): one at a time, so that each is drawn after a render of its own. */
const answers: Record<string, [unknown, number]> = {
  '/admin/settings': [settings, 20],
  '/deadline-templates': [templates, 60],
  '/forms': [forms, 100],
};

type Sections = Record<'settings' | 'templates' | 'forms', boolean>;

/** What each commit of the page showed, beside what a reader of the same answers saw in that commit's render. */
interface Commit {
  answered: Sections;
  drawn: Sections;
}

const observe = (queryKey: readonly unknown[]) => ({ queryKey, queryFn: () => Promise.resolve(null), enabled: false });

/**
 * A component beside the page that reads the same three answers (without asking for them): React Query tells every
 * reader of an answer in the same render, so what it saw is what the page's sections were given in that render.
 */
function AnswerProbe({ report }: { report: (answered: Sections) => void }) {
  report({
    settings: useQuery(observe(settingsQueryOptions.queryKey)).data !== undefined,
    templates: useQuery(observe(settingsKeys.templates())).data !== undefined,
    forms: useQuery(observe(formsKey())).data !== undefined,
  });
  return null;
}

function renderPage() {
  // The forms' code loads when the page is idle (components/lazy-section.tsx): here, at once.
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
  vi.spyOn(api, 'get').mockImplementation((url: string) => {
    if (!(url in answers)) {
      return Promise.reject(new Error(`unexpected GET ${url}`));
    }
    const [data, after] = answers[url] as [unknown, number];
    return new Promise((resolve) => setTimeout(() => resolve({ data } as HttpResponse), after));
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(appConfigKey, { time_zone: 'Asia/Jakarta', office_name: settings.office_name });
  const commits: Commit[] = [];
  let seen: Sections = { settings: false, templates: false, forms: false };
  const record = () =>
    commits.push({
      answered: { ...seen },
      drawn: {
        settings: screen.queryByLabelText(idSettings.officeName, { exact: false }) !== null,
        templates: screen.queryByRole('list', { name: idSettings.templates.listLabel }) !== null,
        forms: screen.queryByRole('list', { name: idSettings.forms.listLabel }) !== null,
      },
    });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Profiler id="settings" onRender={record}>
          <SettingsPage />
          <AnswerProbe report={(answered) => (seen = answered)} />
        </Profiler>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return commits;
}

describe('/admin/settings drawn after its answers (docs/performance.md)', () => {
  afterEach(() => {
    // Unmounted before the idle callback's stub goes.
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws each section in a render after the one its answer came in: that render still shows the loader', async () => {
    const commits = renderPage();
    expect(await screen.findByRole('list', { name: idSettings.forms.listLabel })).toBeVisible();
    expect(await screen.findByRole('list', { name: idSettings.templates.listLabel })).toBeVisible();
    expect(await screen.findByLabelText(idSettings.officeName, { exact: false })).toHaveValue(settings.office_name);
    for (const section of ['settings', 'templates', 'forms'] as const) {
      const answered = commits.findIndex((commit) => commit.answered[section]);
      const drawn = commits.findIndex((commit) => commit.drawn[section]);
      // The answer's own render (React Query's store makes it one synchronous task) leaves the section's loader.
      expect(answered, section).toBeGreaterThanOrEqual(0);
      expect(drawn, section).toBeGreaterThan(answered);
    }
  });

  it("draws each template's and form's edit and delete as plain buttons with their hint, delete in the error colour", async () => {
    renderPage();
    const formsList = await screen.findByRole('list', { name: idSettings.forms.listLabel });
    const templatesList = await screen.findByRole('list', { name: idSettings.templates.listLabel });
    const editForm = screen.getByRole('button', { name: 'Ubah formulir P-16' });
    const deleteForm = screen.getByRole('button', { name: 'Hapus formulir P-16' });
    expect(editForm).toHaveAttribute('data-hint', idSettings.templates.edit);
    expect(deleteForm).toHaveAttribute('data-hint', idSettings.templates.delete);
    expect(deleteForm).toHaveClass('record-action', 'record-action-medium', 'record-action-error');
    expect(screen.getByRole('button', { name: 'Hapus templat SPDP' })).toHaveClass('record-action-error');
    // A row's actions mount no Tooltip or IconButton: forty forms had eighty of each.
    for (const list of [formsList, templatesList]) {
      expect(list.querySelector('.MuiIconButton-root')).toBeNull();
    }
  });
});
