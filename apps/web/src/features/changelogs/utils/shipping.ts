/** How many of an entry's items publishing would newly ship (the ones already shipped stay as they are). */
export function newlyShipped(items: readonly { status: string }[]): number {
  return items.filter((item) => item.status !== 'shipped').length;
}
