import { afterEach, describe, expect, it } from 'vitest';
import { forgetTypedBeforeStart, takeOverPrerendered, typedBeforeStart, wasTyping } from './prerendered';

describe('what was typed into the login page the server drew (lib/prerendered.ts)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    forgetTypedBeforeStart();
  });

  it('keeps the values typed and the field the visitor was in, until the form has taken them', () => {
    document.body.innerHTML =
      '<div id="root"><input name="email" value=""><input name="password" value=""><input name="blank"></div>';
    const root = document.getElementById('root') as HTMLElement;
    const [email, password] = root.querySelectorAll('input');
    (email as HTMLInputElement).value = 'budi@kejari.go.id';
    (password as HTMLInputElement).value = 'rahasia';
    (password as HTMLInputElement).focus();
    takeOverPrerendered(root);
    expect(typedBeforeStart('email')).toEqual({ value: 'budi@kejari.go.id', focused: false });
    expect(typedBeforeStart('password')).toEqual({ value: 'rahasia', focused: true });
    expect(typedBeforeStart('blank')).toEqual({ value: undefined, focused: false });
    expect(wasTyping()).toBe(true);
    forgetTypedBeforeStart();
    expect(typedBeforeStart('password')).toEqual({ value: undefined, focused: false });
    expect(wasTyping()).toBe(false);
  });

  it('finds nothing in an empty root (every page but the login page) nor a focus outside it', () => {
    document.body.innerHTML = '<input name="search" value="korupsi"><div id="root"></div>';
    (document.querySelector('input') as HTMLInputElement).focus();
    takeOverPrerendered(document.getElementById('root') as HTMLElement);
    expect(typedBeforeStart('search')).toEqual({ value: undefined, focused: false });
    expect(wasTyping()).toBe(false);
  });
});
