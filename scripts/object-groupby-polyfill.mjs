// Node 20 lacks Object.groupBy, which Better Auth's schema generator (the `auth` CLI) uses.
// Load with NODE_OPTIONS="--import ./scripts/object-groupby-polyfill.mjs"; not used at run time.
if (!Object.groupBy) {
  Object.groupBy = (items, keyOf) => {
    const groups = Object.create(null);
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      if (!groups[key]) groups[key] = [];
      groups[key].push(item);
    }
    return groups;
  };
}
