/**
 * The attribute of a visitor's page's first stylesheet link that names the area stylesheet (decision
 * 0063), which a navigation into an area (core's isAreaGroup) loads first.
 */
export const AREA_STYLES_ATTRIBUTE = 'data-area-styles';
