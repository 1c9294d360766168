import { CaseListScreen } from './case-list-page';

/** /my-cases ("Kasus Saya", decisions §7.1): the caller's cases across the four stages. */
export function Component() {
  return <CaseListScreen mine />;
}
