/** The id of the data block holding the serialised boot data. */
export const STATE_ELEMENT_ID = 'state';

/** The id of the element React hydrates. */
export const ROOT_ELEMENT_ID = 'root';
