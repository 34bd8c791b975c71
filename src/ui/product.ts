// A widget product in either line's shape: the 5.x string ('otp', a `Products` enum value) or the
// 6.x product object ({ id: 'otp', ... }, what `Products.otp` is in 6.x). config.products takes both;
// the widgets read ids only.

/** A 6.x product object: its `id` is the 5.x string. */
export interface ProductModule<Id extends string = string> {
  readonly id: Id;
}

/** The product's id, whichever shape it came in. */
export const productId = <Id extends string>(p: Id | ProductModule<Id>): Id => (typeof p === 'string' ? p : p.id);

/** A frozen product object (the 6.x `Products.x` / `B2BProducts.x` values). */
export const product = <Id extends string>(id: Id): ProductModule<Id> => Object.freeze({ id });
