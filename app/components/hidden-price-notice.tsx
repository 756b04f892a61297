/** docs/rules/catalogue.md "Price visibility": why the price is not shown to this shopper. */
export function HiddenPriceNotice({ signedIn }: { signedIn: boolean }) {
  return <p>{signedIn ? "Preço disponível após a aprovação do cadastro." : "Preço disponível após o login."}</p>;
}
