import { monotonicFactory } from 'ulidx';

// Ids are ULIDs: text that sorts in creation order, even for ids made within the same millisecond.
export const newId: () => string = monotonicFactory();
