// How react-query walks a paged list of the API: the first page has no cursor, each next one the `next_cursor` the
// page before answered (null on the last page).

export const pageParams = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page: { next_cursor: string | null }) => page.next_cursor ?? undefined,
};
