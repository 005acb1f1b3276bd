import type { TeamMember } from "../types";

export const team: TeamMember[] = [
  {
    id: "eleni-markou",
    name: "Eleni Markou",
    position: "Fondatrice et présidente",
    bio: "Eleni a grandi entre Ottawa et la Messénie, où ses grands-parents pressaient chaque novembre les olives de l’oliveraie familiale. Après huit ans dans l’importation alimentaire et la gestion de catégories en épicerie, elle a fondé {company} en 2016. Elle visite encore les producteurs à chaque récolte et goûte chaque produit avant qu’il n’entre dans la gamme.",
    image: "/images/team/eleni-markou.svg",
    expertise: ["Choix des producteurs", "Qualité de l’huile d’olive", "Gestion de catégories", "Stratégie de marché"],
    location: "Ottawa (Ontario)",
  },
  {
    id: "marc-antoine-roy",
    name: "Marc-Antoine Roy",
    position: "Directeur, affaires réglementaires et commerce international",
    bio: "Marc-Antoine a été courtier en douane agréé à Montréal pendant dix ans avant de se joindre à {company} en 2019. Il supervise le classement tarifaire, les demandes d’origine en vertu de l’AECG, l’étiquetage bilingue et nos plans de contrôle préventif, et il suit de près chaque changement de la politique commerciale canadienne pour que nos partenaires n’aient pas à le faire.",
    image: "/images/team/marc-antoine-roy.svg",
    expertise: ["Douanes et droits de douane", "AECG et ACEUM", "Conformité au RSAC", "Étiquetage bilingue"],
    location: "Gatineau (Québec)",
  },
  {
    id: "sofia-haddad",
    name: "Sofia Haddad",
    position: "Responsable des partenariats et des ventes",
    bio: "Sofia a ouvert des comptes d’épicerie et de restauration partout en Ontario et au Québec pour un distributeur national de produits fins avant de se joindre à {company} en 2021. Elle gère nos partenaires du commerce de détail et de la restauration, planifie chaque lancement de marque et orchestre nos dégustations et notre présence dans les salons.",
    image: "/images/team/sofia-haddad.svg",
    expertise: ["Inscriptions chez les détaillants", "Comptes de restauration", "Lancements de marque", "Salons professionnels"],
    location: "Toronto (Ontario)",
  },
];
