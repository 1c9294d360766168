import { describe, expect, it } from 'vitest';
import { namesOf } from './values';

describe('namesOf (decisions §8.7)', () => {
  it('splits on `;` when the cell has one (the app’s export), keeping commas inside a name', () => {
    expect(namesOf('Ahmad Fauzi, S.E.; Budi Santoso; Dewi, S.H., M.H.')).toEqual([
      'Ahmad Fauzi, S.E.',
      'Budi Santoso',
      'Dewi, S.H., M.H.',
    ]);
  });

  it('else splits on `,`, a degree staying with the name before it', () => {
    expect(namesOf('Rudi Hartono, Sri Wahyuni')).toEqual(['Rudi Hartono', 'Sri Wahyuni']);
    expect(namesOf('Ahmad Fauzi, S.E.')).toEqual(['Ahmad Fauzi, S.E.']);
    expect(namesOf('Ahmad Fauzi, SE, Budi, S.Kom, M.Kom.')).toEqual(['Ahmad Fauzi, SE', 'Budi, S.Kom, M.Kom.']);
    expect(namesOf('Ir. Joko, M.T., A.Md')).toEqual(['Ir. Joko, M.T., A.Md']);
  });

  it('drops empty names and trims; a degree alone is a name', () => {
    expect(namesOf(' Andi ;; Budi ; ')).toEqual(['Andi', 'Budi']);
    expect(namesOf('S.H.')).toEqual(['S.H.']);
    expect(namesOf(null)).toEqual([]);
  });
});
