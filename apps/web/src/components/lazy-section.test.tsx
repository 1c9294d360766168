import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazySection } from './lazy-section';

function Part({ name }: { name: string }) {
  return <p>bagian {name}</p>;
}
function Placeholder({ name }: { name: string }) {
  return <p aria-busy="true">menunggu {name}</p>;
}

/** The page's idle callbacks, run when the test says the page is idle. */
let idle: (() => void)[] = [];
const becomeIdle = () =>
  act(() => {
    const waiting = idle;
    idle = [];
    waiting.forEach((run) => run());
  });

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  // Unmounted while the stubs stand: a part's pending effects (cancelIdleCallback in their clean-up) are flushed by the
  // unmount. Left to the setup's own clean-up, which runs after this one, they met jsdom's window without the stubs
  // and failed now and then on a busy machine.
  cleanup();
  vi.unstubAllGlobals();
});

describe('lazySection', () => {
  it('draws the placeholder with the part’s props, and asks for the code only once the page is idle', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = vi.fn(() => gate.then(() => Part));
    const Section = lazySection(load, Placeholder);
    render(<Section name="sandi" />);
    expect(screen.getByText('menunggu sandi')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    becomeIdle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('menunggu sandi')).toBeInTheDocument();
    release();
    expect(await screen.findByText('bagian sandi')).toBeInTheDocument();
    expect(screen.queryByText('menunggu sandi')).not.toBeInTheDocument();
  });

  it('once the code is here, a part drawn again comes at once, without its placeholder or another download', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const Section = lazySection(load, Placeholder);
    const first = render(<Section name="satu" />);
    becomeIdle();
    expect(await screen.findByText('bagian satu')).toBeInTheDocument();
    first.unmount();
    render(<Section name="dua" />);
    expect(screen.getByText('bagian dua')).toBeInTheDocument();
    expect(screen.queryByText('menunggu dua')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says in Indonesian when the code did not come, and tries again at a click', async () => {
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Part);
    const Section = lazySection(load, Placeholder);
    render(<Section name="sandi" />);
    becomeIdle();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bagian ini gagal dimuat. Periksa koneksi, lalu coba lagi.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(screen.getByText('menunggu sandi')).toBeInTheDocument();
    becomeIdle();
    expect(await screen.findByText('bagian sandi')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads the files it is given first, each in an idle period of its own, and its own code after them', async () => {
    const order: string[] = [];
    const kit = vi.fn(() => {
      order.push('kit');
      return Promise.resolve();
    });
    // A file that did not come does not hold the part back: its own load says whether it can come.
    const schemas = vi.fn(() => {
      order.push('schemas');
      return Promise.reject(new Error('offline'));
    });
    const load = vi.fn(() => {
      order.push('part');
      return Promise.resolve(Part);
    });
    const Section = lazySection(load, Placeholder, [kit, schemas]);
    render(<Section name="sandi" />);
    becomeIdle();
    expect(order).toEqual(['kit']);
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    becomeIdle();
    expect(order).toEqual(['kit', 'schemas']);
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(screen.getByText('menunggu sandi')).toBeInTheDocument();
    becomeIdle();
    expect(order).toEqual(['kit', 'schemas', 'part']);
    expect(await screen.findByText('bagian sandi')).toBeInTheDocument();
  });

  it('shares one download between an early preload and the part', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const Section = lazySection(load, Placeholder);
    await Section.preload();
    render(<Section name="sandi" />);
    expect(screen.getByText('bagian sandi')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
