import type { PolicyDocument } from "../types";

export const privacy: PolicyDocument = {
  title: "Politique de confidentialité",
  intro:
    "La présente politique explique comment {company} («\u00A0nous\u00A0») recueille, utilise, communique et protège les renseignements personnels au moyen de ce site Web et de notre portail client. Nous respectons la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et, pour les personnes qui se trouvent au Québec, la Loi sur la protection des renseignements personnels dans le secteur privé, telle que modifiée par la Loi\u00A025.",
  sections: [
    {
      heading: "Qui nous sommes et portée de la politique",
      paragraphs: [
        "{company} importe et distribue des aliments méditerranéens à partir d’Ottawa, en Ontario. Nous sommes responsables des renseignements personnels décrits dans la présente politique.",
        "Celle-ci s’applique à notre site Web public, en français et en anglais, à nos formulaires de contact et de demande d’accès B2B ainsi qu’à notre portail client. Elle ne vise ni les sites de tiers vers lesquels nous renvoyons, ni les renseignements échangés dans le cadre de contrats commerciaux, qui sont régis par ces contrats.",
      ],
    },
    {
      heading: "Renseignements que nous recueillons",
      paragraphs: [
        "Nous ne recueillons que les renseignements nécessaires aux fins décrites dans la présente politique. Nous n’achetons pas de renseignements personnels et nous n’en recueillons pas sur les réseaux sociaux.",
      ],
      list: [
        "Formulaire de contact\u00A0: vos prénom et nom, votre adresse courriel, votre numéro de téléphone (facultatif) et le message que vous nous adressez.",
        "Formulaire de demande d’accès B2B\u00A0: vos prénom et nom, votre adresse courriel professionnelle, votre numéro de téléphone, le nom de votre entreprise, votre titre de poste, la taille de l’entreprise, son secteur d’activité, son site Web (facultatif) et la description de vos besoins.",
        "Comptes du portail client\u00A0: votre nom, votre adresse courriel, un mot de passe conservé uniquement sous forme hachée, votre rôle ainsi que la date et l’heure de vos connexions et de vos sessions.",
        "Statistiques du site\u00A0: chaque fois qu’une page du site s’affiche dans votre navigateur, y compris lorsque vous passez d’une page à l’autre, nous enregistrons un événement «\u00A0page vue\u00A0» qui contient le chemin de la page, la langue de la page, la date et l’heure, l’adresse de la page qui vous a mené ici (pour la première page d’une visite\u00A0: le site ou le moteur de recherche d’où vous venez) et, s’il y a lieu, les balises de campagne du lien que vous avez suivi (utm_source, utm_medium et utm_campaign). Au démarrage du site dans votre navigateur, nous enregistrons aussi un événement «\u00A0application initialisée\u00A0» qui contient le chemin de la page, la chaîne d’agent utilisateur de votre navigateur, la langue de la page ainsi que la date et l’heure. Lorsque vous envoyez le formulaire de contact, une demande d’accès ou une demande de commande, ou que vous téléchargez un document, nous enregistrons que cet objectif a été atteint, avec la page, la date et l’heure. Pour compter les visites et les visiteurs sans témoins, notre serveur calcule un code à partir de votre adresse IP, de la chaîne d’agent utilisateur de votre navigateur et d’une valeur secrète qui change chaque jour (heure d’Ottawa)\u202F; seul ce code est conservé avec les événements, ainsi que le type d’appareil (mobile, tablette ou ordinateur). Votre adresse IP n’est jamais enregistrée, la valeur du jour ne l’est pas non plus et ne peut être recalculée sans le secret de notre serveur, et le code change le lendemain\u00A0: nous ne pouvons donc pas nous servir de ces événements pour vous identifier ni pour relier vos visites d’un jour à l’autre. Les visiteurs automatisés (robots), les pages que votre navigateur ne fait que précharger et les membres de notre personnel connectés ne sont pas comptés.",
        "Choix relatif aux témoins\u00A0: votre acceptation ou votre refus des témoins (cookies), enregistré dans le stockage local de votre navigateur (voir «\u00A0Témoins, stockage local et clavardage\u00A0»).",
        "Données de sécurité\u00A0: nos serveurs traitent brièvement votre adresse IP pour afficher les pages, bloquer le trafic abusif et limiter les envois répétés de formulaires et les tentatives de connexion répétées. Lorsque vous vous connectez à votre compte, nous conservons pendant 30\u00A0jours l’adresse d’où vous vous êtes connecté, pour que vous puissiez toujours vous connecter pendant que quelqu’un d’autre tente de deviner votre mot de passe.",
      ],
    },
    {
      heading: "Utilisation des renseignements",
      paragraphs: [
        "Nous ne vendons pas de renseignements personnels, et nous ne les utilisons ni pour faire du profilage ni pour prendre à votre sujet des décisions fondées exclusivement sur un traitement automatisé.",
        "Nous utilisons les renseignements personnels uniquement aux fins suivantes, ainsi qu’à toute autre fin à laquelle vous consentez ou que la loi exige ou permet\u00A0:",
      ],
      list: [
        "répondre à vos messages et assurer le suivi de votre demande\u202F;",
        "évaluer les demandes d’accès B2B, vérifier que la personne qui fait la demande représente bien une entreprise et décider d’ouvrir ou non un compte client\u202F;",
        "exploiter le portail client, vous authentifier et protéger votre compte\u202F;",
        "comprendre, de façon globale, l’utilisation du site afin d’en améliorer le contenu, la performance et l’accessibilité\u202F;",
        "protéger le site, nos clients et notre entreprise contre la fraude, le pourriel et les abus\u202F;",
        "respecter nos obligations légales, comptables et réglementaires.",
      ],
    },
    {
      heading: "Consentement",
      paragraphs: [
        "En nous envoyant un formulaire, vous consentez à ce que nous utilisions les renseignements fournis aux fins de ce formulaire. Le consentement au module de clavardage et à toute autre technologie non essentielle est demandé séparément au moyen du bandeau relatif aux témoins\u202F; ces technologies restent désactivées tant que vous ne les avez pas acceptées.",
        "Vous pouvez retirer votre consentement en tout temps, sous réserve des restrictions légales ou contractuelles, en écrivant à notre responsable de la protection des renseignements personnels. Le retrait de votre consentement peut nous empêcher de donner suite à une demande ou de maintenir un compte client.",
      ],
    },
    {
      heading: "Témoins, stockage local et clavardage",
      paragraphs: [
        "Notre site n’utilise que ce dont il a besoin pour fonctionner. Lorsque vous vous connectez au portail client, nous déposons un témoin de session strictement nécessaire à l’authentification\u202F; il n’est transmis que par des connexions sécurisées et ne peut pas être lu par des scripts.",
        "Votre réponse au bandeau relatif aux témoins est enregistrée dans le stockage local de votre navigateur sous la clé «\u00A0cookie-consent\u00A0», avec la valeur «\u00A0accepted\u00A0» (acceptés) ou «\u00A0declined\u00A0» (refusés). Elle reste sur votre appareil jusqu’à ce que vous effaciez les données de votre navigateur, et nous ne nous en servons que pour mémoriser votre choix.",
        "Si vous acceptez les témoins, et seulement dans ce cas, nous chargeons un module de clavardage fourni par HubSpot pour vous permettre d’échanger avec notre équipe. HubSpot peut alors déposer ses propres témoins et recevoir des renseignements comme votre adresse IP, les caractéristiques de votre navigateur, les pages que vous consultez et ce que vous écrivez dans la fenêtre de clavardage. Si vous refusez, le module n’est jamais chargé. Vous pouvez modifier votre choix en tout temps au moyen du lien «\u00A0Paramètres des témoins\u00A0» au bas de chaque page\u202F; si vous retirez votre consentement, nous retirons aussitôt le module et supprimons les témoins que HubSpot a déposés sur ce site.",
        "Nos statistiques internes ne déposent aucun témoin, n’en transmettent aucun et ne vous suivent pas sur d’autres sites. Les visites de notre personnel sont exclues dans son propre navigateur\u00A0: le portail d’administration l’y note, et un navigateur ainsi noté n’envoie aucun événement statistique.",
      ],
    },
    {
      heading: "Communication de renseignements",
      paragraphs: [
        "Nous communiquons des renseignements personnels uniquement aux destinataires énumérés ci-dessous. Nos fournisseurs de services agissent en vertu d’ententes écrites qui les obligent à protéger ces renseignements et à ne les utiliser que pour nous fournir leurs services.",
      ],
      list: [
        "HubSpot, notre plateforme de gestion de la relation client, qui reçoit les formulaires de contact et de demande d’accès et, si vous acceptez les témoins, exploite le module de clavardage\u202F;",
        "notre fournisseur d’envoi de courriels, qui transmet à notre équipe les avis de nouveaux messages et de nouvelles demandes, et qui envoie les courriels liés aux comptes du portail\u202F;",
        "notre hébergeur, qui exploite le site Web, le portail client et leur base de données dans des centres de données situés au Canada\u202F;",
        "nos conseillers professionnels, comme nos avocats et nos comptables, qui sont tenus à la confidentialité\u202F;",
        "les autorités publiques, lorsque la loi l’exige, par exemple en vertu d’une ordonnance judiciaire valide\u202F;",
        "un acquéreur ou un successeur, en cas de vente ou de réorganisation de tout ou partie de notre entreprise, avec les mêmes protections.",
      ],
    },
    {
      heading: "Renseignements conservés à l’extérieur du Québec et du Canada",
      paragraphs: [
        "Notre site Web, notre portail client et notre base de données sont hébergés au Canada. HubSpot et certains fournisseurs de services de courriel peuvent conserver ou traiter des renseignements aux États-Unis ou dans l’Union européenne, où ils peuvent être accessibles aux tribunaux et aux autorités en vertu des lois de ces territoires.",
        "Avant de communiquer des renseignements personnels à l’extérieur du Québec, nous évaluons s’ils y bénéficieront d’une protection adéquate, comme l’exige la Loi\u00A025, et nous nous appuyons sur des garanties contractuelles avec chaque fournisseur.",
      ],
    },
    {
      heading: "Durée de conservation",
      paragraphs: [
        "Nous conservons les renseignements personnels uniquement le temps nécessaire aux fins pour lesquelles ils ont été recueillis. Nous les détruisons ou les anonymisons ensuite, y compris les copies détenues par nos fournisseurs de services.",
      ],
      list: [
        "Messages envoyés par le formulaire de contact\u00A0: 24\u00A0mois après notre dernier échange.",
        "Demandes d’accès B2B refusées\u00A0: 12\u00A0mois après la décision.",
        "Demandes d’accès approuvées et comptes du portail client\u00A0: tant que le compte est actif, puis 24\u00A0mois après sa fermeture, sauf si un contrat ou la loi exige une durée plus longue.",
        "Événements statistiques\u00A0: 13\u00A0mois.",
        "Journaux de sécurité\u00A0: 90\u00A0jours.",
        "Votre choix relatif aux témoins\u00A0: dans votre navigateur, jusqu’à ce que vous l’effaciez.",
      ],
    },
    {
      heading: "Mesures de sécurité",
      paragraphs: [
        "Nous appliquons des mesures de sécurité administratives, techniques et physiques adaptées à la sensibilité des renseignements\u00A0: connexions chiffrées (HTTPS) sur toutes les pages, mots de passe conservés uniquement sous forme de hachages salés, accès limité aux membres du personnel qui en ont besoin, permissions fondées sur les rôles dans le portail client et sauvegardes régulières.",
        "Aucun système n’est parfaitement sûr. Si un incident de confidentialité présente un risque de préjudice sérieux, nous en aviserons promptement les personnes concernées, le Commissariat à la protection de la vie privée du Canada et, s’il y a lieu, la Commission d’accès à l’information du Québec. Nous tenons un registre de tous les incidents de confidentialité.",
      ],
    },
    {
      heading: "Vos droits",
      paragraphs: ["Sous réserve des exceptions prévues par la loi, vous avez le droit\u00A0:"],
      list: [
        "d’accéder aux renseignements personnels que nous détenons à votre sujet, et de savoir comment ils ont été utilisés et à qui ils ont été communiqués\u202F;",
        "de faire rectifier les renseignements inexacts, incomplets, équivoques ou périmés\u202F;",
        "de retirer votre consentement à une utilisation ou à une communication de vos renseignements\u202F;",
        "d’exiger que nous cessions de diffuser vos renseignements ou que nous désindexions tout hyperlien rattaché à votre nom qui y donne accès, lorsque cette diffusion contrevient à la loi ou à une ordonnance judiciaire, ou porte gravement atteinte à votre réputation ou à votre vie privée (personnes résidant au Québec)\u202F;",
        "de recevoir les renseignements informatisés que vous nous avez fournis dans un format technologique structuré et couramment utilisé, ou de les faire transmettre à une autre organisation (portabilité)\u202F;",
        "de porter plainte auprès du Commissariat à la protection de la vie privée du Canada ou, si vous résidez au Québec, de la Commission d’accès à l’information du Québec.",
      ],
    },
    {
      heading: "Responsable de la protection des renseignements personnels",
      paragraphs: [
        "Notre responsable de la protection des renseignements personnels veille au respect de la présente politique au sein de {company}. Communiquez avec cette personne pour exercer vos droits, retirer votre consentement, poser une question sur la présente politique ou formuler une plainte\u00A0:",
      ],
      list: [
        "Par courriel\u00A0: {email}",
        "Par la poste\u00A0: Responsable de la protection des renseignements personnels, {company}, {address}",
      ],
    },
    {
      heading: "Délais de réponse et plaintes",
      paragraphs: [
        "Nous répondons gratuitement aux demandes écrites dans un délai de 30\u00A0jours. Nous pouvons vous demander de confirmer votre identité avant de donner suite à une demande, et nous motiverons par écrit tout refus.",
        "Si notre réponse ne vous satisfait pas, vous pouvez vous adresser au Commissariat à la protection de la vie privée du Canada (priv.gc.ca) ou, si vous résidez au Québec, à la Commission d’accès à l’information du Québec (cai.gouv.qc.ca).",
      ],
    },
    {
      heading: "Enfants",
      paragraphs: [
        "Notre site et nos services s’adressent aux entreprises et aux adultes. Nous ne recueillons pas sciemment de renseignements personnels auprès d’enfants de moins de 14\u00A0ans. Si vous croyez qu’un enfant nous a transmis des renseignements, communiquez avec notre responsable de la protection des renseignements personnels et nous les supprimerons.",
      ],
    },
    {
      heading: "Modifications de la politique",
      paragraphs: [
        "Nous pouvons mettre à jour la présente politique pour tenir compte de l’évolution de nos pratiques ou de la loi. La date d’entrée en vigueur indiquée en haut de cette page correspond à sa dernière révision. En cas de modification importante, nous publierons un avis sur le site et, s’il y a lieu, nous vous demanderons de nouveau votre consentement.",
      ],
    },
  ],
};

export const terms: PolicyDocument = {
  title: "Conditions d’utilisation",
  intro:
    "Les présentes conditions régissent votre utilisation du site Web et du portail client de {company}. Veuillez les lire attentivement\u00A0: en utilisant le site, vous les acceptez.",
  sections: [
    {
      heading: "Acceptation des conditions",
      paragraphs: [
        "En accédant au site ou en l’utilisant, vous acceptez les présentes conditions et notre politique de confidentialité. Si vous ne les acceptez pas, veuillez ne pas utiliser le site.",
        "Si vous utilisez le site pour le compte d’une entreprise, vous confirmez avoir l’autorisation d’accepter les présentes conditions en son nom.",
      ],
    },
    {
      heading: "Utilisation du site",
      paragraphs: [
        "Vous pouvez consulter le site, télécharger les documents que nous mettons à votre disposition à cette fin et communiquer avec nous pour des raisons personnelles ou professionnelles légitimes. Vous vous engagez à ne pas\u00A0:",
      ],
      list: [
        "utiliser le site d’une manière qui contrevient à la loi ou porte atteinte aux droits d’autrui\u202F;",
        "transmettre par nos formulaires de faux renseignements, du pourriel ou de la publicité non sollicitée\u202F;",
        "tenter d’accéder sans autorisation au site, au portail client, aux comptes d’autres utilisateurs ou à nos systèmes\u202F;",
        "nuire au fonctionnement du site, notamment en y introduisant du code malveillant ou en le surchargeant de requêtes automatisées\u202F;",
        "copier ou extraire en masse le contenu du site, ou le réutiliser à des fins commerciales, sans notre autorisation écrite.",
      ],
    },
    {
      heading: "Comptes du portail client",
      paragraphs: [
        "Le portail client est réservé aux entreprises que nous avons approuvées, comme les détaillants, les exploitants de services alimentaires, les distributeurs et les marques partenaires. Nous examinons chaque demande d’accès et pouvons l’accepter ou la refuser à notre discrétion.",
        "Vous êtes responsable de la confidentialité de vos identifiants et de toute activité effectuée au moyen de votre compte. Avisez-nous sans délai à {email} si vous soupçonnez une utilisation non autorisée. Nous pouvons suspendre ou fermer un compte utilisé de façon abusive, inactif depuis longtemps ou qui n’est plus lié à une relation d’affaires active.",
        "Les commandes, les prix, le paiement et la livraison pour les clients professionnels sont régis par des ententes écrites distinctes. En cas de conflit entre une telle entente et les présentes conditions, l’entente l’emporte.",
      ],
    },
    {
      heading: "Renseignements sur les produits et disponibilité",
      paragraphs: [
        "Nous décrivons nos produits avec le plus d’exactitude possible, mais les origines, les formats, les millésimes, les photographies et la disponibilité peuvent changer selon les récoltes et l’approvisionnement. Consultez toujours l’étiquette du produit pour connaître les ingrédients, les allergènes et la valeur nutritive.",
        "Rien sur ce site ne constitue une offre de vente. Les renseignements sur les produits sont fournis à titre indicatif\u202F; les prix et les quantités ne sont confirmés que dans une soumission ou une entente écrite.",
        "Nous ne vendons pas d’alcool aux consommateurs. Les vins présentés sur ce site sont offerts au Canada uniquement par des circuits autorisés, comme la LCBO en Ontario, la SAQ au Québec et les autres sociétés des alcools provinciales, ainsi qu’aux établissements titulaires d’un permis, dans la mesure permise par la loi. L’information sur les vins s’adresse aux personnes ayant l’âge légal pour consommer de l’alcool dans leur province.",
      ],
    },
    {
      heading: "Propriété intellectuelle",
      paragraphs: [
        "Le site et son contenu, notamment les textes, les photographies, les éléments graphiques, les logos et la conception graphique, appartiennent à {company} ou aux producteurs et aux marques que nous représentons, et sont protégés par les lois sur le droit d’auteur et sur les marques de commerce. Les noms et les logos des producteurs et des marques appartiennent à leurs propriétaires respectifs.",
        "Vous pouvez consulter et imprimer des pages pour votre usage personnel. Les marques partenaires peuvent utiliser les éléments de vitrine de marque que nous leur fournissons uniquement pour présenter leurs produits, selon ce qui a été convenu avec nous. Toute autre reproduction ou utilisation requiert notre autorisation écrite préalable.",
      ],
    },
    {
      heading: "Liens vers d’autres sites",
      paragraphs: [
        "Le site peut contenir des liens vers des sites que nous ne contrôlons pas, comme ceux de producteurs, de sociétés des alcools provinciales ou de réseaux sociaux. Nous ne sommes pas responsables de leur contenu ni de leurs pratiques en matière de protection des renseignements personnels, et un lien ne signifie pas que nous les approuvons.",
      ],
    },
    {
      heading: "Exonération de garantie",
      paragraphs: [
        "Le site est fourni «\u00A0tel quel\u00A0» et «\u00A0selon sa disponibilité\u00A0». Nous nous efforçons de le garder exact et accessible, mais nous ne garantissons pas qu’il sera exempt d’interruptions, d’erreurs ou d’éléments nuisibles. L’information sur la réglementation, les droits de douane et les marchés est de nature générale et ne constitue pas un avis juridique, douanier ou fiscal.",
      ],
    },
    {
      heading: "Limitation de responsabilité",
      paragraphs: [
        "Dans toute la mesure permise par la loi, {company}, ses administrateurs, ses employés et ses partenaires ne sauraient être tenus responsables des dommages indirects, accessoires, spéciaux ou consécutifs, ni de toute perte de profits, de données ou d’occasions d’affaires, découlant de votre utilisation du site ou de l’impossibilité de l’utiliser.",
        "Rien dans les présentes conditions ne limite une responsabilité qui ne peut l’être en vertu de la loi applicable, y compris les droits dont vous disposez à titre de consommateur.",
      ],
    },
    {
      heading: "Confidentialité",
      paragraphs: [
        "Notre politique de confidentialité explique comment nous traitons les renseignements personnels recueillis au moyen du site. Elle fait partie intégrante des présentes conditions.",
      ],
    },
    {
      heading: "Droit applicable et tribunaux compétents",
      paragraphs: [
        "Les présentes conditions sont régies par les lois de la province de l’Ontario et les lois fédérales du Canada qui s’y appliquent. Les tribunaux situés à Ottawa, en Ontario, ont compétence exclusive pour tout litige relatif au site, à moins que la loi de votre lieu de résidence ne vous permette d’intenter une action ailleurs.",
      ],
    },
    {
      heading: "Langues",
      paragraphs: ["Les présentes conditions sont offertes en français et en anglais. Les deux versions ont la même valeur."],
    },
    {
      heading: "Modifications des conditions",
      paragraphs: [
        "Nous pouvons modifier les présentes conditions à l’occasion. La nouvelle version s’applique à compter de la date d’entrée en vigueur indiquée en haut de cette page. Si vous continuez d’utiliser le site après cette date, vous acceptez les conditions révisées.",
      ],
    },
    {
      heading: "Nous joindre",
      paragraphs: [
        "Pour toute question sur les présentes conditions, écrivez-nous à {email} ou par la poste à l’adresse suivante\u00A0: {address}.",
      ],
    },
  ],
};
