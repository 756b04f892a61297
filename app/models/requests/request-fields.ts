import { z } from "zod";

/**
 * Fields several request bodies share (app/models/requests): each a factory, so that every body
 * has its own field (the contract describes each one in its place).
 */

/** At most this many lines in a body of lines (a cart's, a delivery quote's). */
export const MAX_BODY_LINES = 500;

/** A product or address id in a body: a positive whole number, or its digits as a string (the storefront sends its digits); read as a number. */
export const bodyId = () => z.union([z.string().regex(/^\d{1,15}$/), z.number().int().positive()]).transform(Number);
