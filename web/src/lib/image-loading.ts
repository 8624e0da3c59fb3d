/**
 * How an image loads: what the page opens on (its largest picture, the first cards) is fetched at once and
 * ahead of other images, since waiting for layout to find it delays the first meaningful paint on a slow
 * phone; everything else waits until it is scrolled near.
 */
export const imageLoading = (priority: boolean) =>
  priority ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const)
