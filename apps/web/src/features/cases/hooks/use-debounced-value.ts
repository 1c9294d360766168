// Moved to lib/ so that other features (the users' search) share it; the case screens still import it from here.
export { useDebouncedValue } from '../../../lib/use-debounced-value';
