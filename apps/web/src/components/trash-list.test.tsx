import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TrashList } from './trash-list';

type Query = Parameters<typeof TrashList<string>>[0]['query'];

function renderList(query: Partial<Query>) {
  const refetch = vi.fn();
  render(
    <TrashList
      query={{ isPending: false, isError: false, error: null, refetch, ...query }}
      label="Sampah Kasus"
      emptyHint="Kasus yang dihapus akan muncul di sini."
      skeletonHeight={96}
    >
      {(items) => items.map((item) => <li key={item}>{item}</li>)}
    </TrashList>,
  );
  return { refetch };
}

describe('a Sampah list (decisions §7.3)', () => {
  it('shows skeletons while loading, marked busy, and no list', () => {
    renderList({ isPending: true });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says why loading failed and tries again on "Coba Lagi"', () => {
    const { refetch } = renderList({ isError: true, error: new Error('Network Error') });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says "Sampah kosong" with its hint when nothing is there', () => {
    renderList({ data: [] });
    expect(screen.getByText('Sampah kosong')).toBeInTheDocument();
    expect(screen.getByText('Kasus yang dihapus akan muncul di sini.')).toBeInTheDocument();
  });

  it('lists the items under its label', () => {
    renderList({ data: ['Perkara A', 'Perkara B'] });
    const list = screen.getByRole('list', { name: 'Sampah Kasus' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.queryByText('Sampah kosong')).toBeNull();
  });
});
