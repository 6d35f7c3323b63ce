/** A LIKE pattern that finds `q` anywhere, its wildcards escaped: a search for "100%" means the text "100%". */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
