import type { MenuLink } from "~/models/supplier";
import { SmartLink } from "./smart-link";

type Props = { links: MenuLink[]; basePath: string; className: string; linkClassName: string };

/** A list of a supplier's links (menus, footer columns, social networks). */
export function LinkList({ links, basePath, className, linkClassName }: Props) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.destino}>
          <SmartLink destino={link.destino} basePath={basePath} className={linkClassName}>
            {link.descricao}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
