/** How a text input looks in the small proposal forms beside a DAO dashboard's panels. */
export const compactInput = 'rounded-md border border-border bg-canvas px-2 py-1 text-sm'
