/** What a batch did: each item stored, with the server's answer, and each refused, with the reason. */
export interface BatchOutcome<I, R> {
  uploaded: { item: I; result: R }[];
  failed: { item: I; error: unknown }[];
}

/**
 * Several uploads one after the other, in the order given (the file manager's, a case's documents; decisions §7.5).
 * An item whose `send` throws — refused by the server (an empty file, one over the quota) or before sending — does
 * not stop the others: the outcome lists it with its reason. `uploaded` and `failed` hear of each item as it
 * settles, so that a list can show each arrival at once.
 */
export async function uploadInTurn<I, R>(
  items: readonly I[],
  send: (item: I, index: number) => Promise<R>,
  on: { uploaded?: (item: I, result: R) => void; failed?: (item: I, error: unknown) => void } = {},
): Promise<BatchOutcome<I, R>> {
  const outcome: BatchOutcome<I, R> = { uploaded: [], failed: [] };
  for (const [index, item] of items.entries()) {
    let result: R;
    try {
      result = await send(item, index);
    } catch (error) {
      outcome.failed.push({ item, error });
      on.failed?.(item, error);
      continue;
    }
    outcome.uploaded.push({ item, result });
    on.uploaded?.(item, result);
  }
  return outcome;
}
