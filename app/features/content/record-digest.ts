/**
 * The hidden field of a record's form (a location's, a brand's, a physician's, an operator's, the counters', a
 * treatment's settings) that carries the digest of the record as the form showed it: its save refuses a form shown
 * before someone else saved the same record, so that neither overwrites the other unseen.
 */
export const recordDigestName = "record_digest";
