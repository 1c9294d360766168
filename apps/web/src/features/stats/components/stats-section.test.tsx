import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatsSection, type ChartSize } from './stats-section';

let report: (width: number) => void = () => undefined;
let disconnected = 0;

describe("a figure's chart (StatsSection)", () => {
  beforeEach(() => {
    disconnected = 0;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = (width) =>
            callback([{ contentRect: { width, height: 0 } } as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        observe() {}
        disconnect() {
          disconnected += 1;
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps its place (the legend line included) and draws the chart only at the width the browser laid out', () => {
    const drawn: ChartSize[] = [];
    const chart = (size: ChartSize) => {
      drawn.push(size);
      return <svg data-testid="chart" width={size.width} height={size.height} />;
    };
    const { unmount } = render(<StatsSection title="Sidang per Minggu" chartHeight={280} chart={chart} table={null} />);
    const place = screen.getByRole('img', { name: /Sidang per Minggu/ });
    // Nothing measured by the chart itself: it is not drawn until the place's width is told.
    expect(drawn).toEqual([]);
    expect(getComputedStyle(place).minHeight).toBe('309px');
    act(() => report(514.6));
    expect(drawn.at(-1)).toEqual({ width: 514, height: 280, hideLegend: false });
    expect(screen.getByTestId('chart')).toHaveAttribute('width', '514');
    const draws = drawn.length;
    // The same width again draws nothing; a new one draws the chart at it.
    act(() => report(514.2));
    expect(drawn).toHaveLength(draws);
    act(() => report(602));
    expect(drawn.at(-1)).toEqual({ width: 602, height: 280, hideLegend: false });
    unmount();
    expect(disconnected).toBe(1);
  });

  it('keeps no room for a legend the chart leaves out, and draws no chart for an empty figure', () => {
    const chart = vi.fn((size: ChartSize) => <svg data-testid="chart" height={size.height} />);
    render(<StatsSection title="Anggota" chartHeight={192} legend={false} chart={chart} table={null} />);
    expect(getComputedStyle(screen.getByRole('img', { name: /Anggota/ })).minHeight).toBe('192px');
    act(() => report(300));
    expect(chart).toHaveBeenLastCalledWith({ width: 300, height: 192, hideLegend: true });

    const empty = vi.fn(() => null);
    render(<StatsSection title="Kosong" empty="Belum ada kasus." chartHeight={192} chart={empty} table={null} />);
    expect(screen.getByText('Belum ada kasus.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Kosong/ })).toBeNull();
    expect(empty).not.toHaveBeenCalled();
  });
});
