/** French content bank: a management controller (contrôleuse de gestion) in France. */
import type { LocaleBank } from '../locale-bank.ts';

export const french: LocaleBank = {
  code: 'fr',
  people: [
    { given: 'Hélène', family: 'Lefèvre-Dubois' },
    { given: 'François', family: 'Gaëtan-Bérard' },
    { given: 'Chloé', family: 'Rousseau' },
  ],
  cities: ['Lyon, France', 'Nantes, France', 'Bordeaux, France'],
  phone: '+33 6 12 34 56 78',
  titles: ['Stagiaire en contrôle de gestion', 'Contrôleuse de gestion junior', 'Contrôleuse de gestion', 'Responsable du contrôle de gestion industriel'],
  companies: ['Groupe Béranger Industries', 'Laboratoires Vérane', 'Transports Lemaître & Fils', 'Caisse d’Épargne Rhône-Alpes', 'Société Générale des Eaux de l’Ouest', 'Atelier Mécanique Fréjus'],
  summaries: {
    brief: 'Contrôleuse de gestion avec six ans d’expérience dans l’industrie et la distribution. Rigoureuse, à l’aise avec les chiffres comme avec les équipes opérationnelles.',
    full: 'Responsable du contrôle de gestion industriel avec plus de dix ans d’expérience dans des groupes multisites. J’ai piloté des processus budgétaires de 400 millions d’euros, mis en place des tableaux de bord partagés avec les usines et accompagné deux intégrations d’acquisitions. Je cherche à rapprocher la finance des décisions du terrain, avec des analyses claires et actionnables.',
  },
  bullets: [
    'Pilotage du processus budgétaire annuel de cinq usines, soit 400 millions d’euros de chiffre d’affaires.',
    'Mise en place de tableaux de bord mensuels sous Power BI partagés avec les directeurs de site.',
    'Réduction de 15 % des délais de clôture mensuelle grâce à l’automatisation des rapprochements.',
    'Analyse des écarts entre coûts standards et coûts réels, et recommandations d’économies chiffrées.',
    'Accompagnement de l’intégration financière d’une filiale espagnole acquise en 2021.',
    'Élaboration du plan à moyen terme et des scénarios de rentabilité présentés au comité exécutif.',
    'Calcul des prix de revient de 2 000 références et mise à jour semestrielle des nomenclatures.',
    'Formation de 40 responsables opérationnels à la lecture des indicateurs financiers.',
    'Suivi des investissements industriels et calcul de leur retour sur investissement.',
    'Participation au déploiement du module de comptabilité analytique de SAP S/4HANA.',
    'Préparation des reportings trimestriels à destination du groupe et des commissaires aux comptes.',
    'Contrôle des stocks et des provisions pour dépréciation dans trois entrepôts.',
    'Conception d’un modèle de prévision de trésorerie hebdomadaire fiable à 3 % près.',
    'Audit des contrats de sous-traitance, avec une économie de 1,2 million d’euros par an.',
    'Animation des revues mensuelles de performance avec les directions commerciale et industrielle.',
    'Harmonisation des règles de valorisation des stocks entre les différentes entités du groupe.',
    'Analyse de la rentabilité par client et par canal de distribution pour la direction commerciale.',
    'Documentation des procédures de contrôle interne en vue de la certification des comptes.',
    'Encadrement de deux contrôleurs de gestion juniors et d’une alternante.',
    'Mise en place d’indicateurs de performance énergétique dans les ateliers de production.',
  ],
  roleDescriptions: [
    'Responsable du contrôle de gestion de cinq sites industriels et d’une équipe de quatre personnes.',
    'Contrôle de gestion des fonctions support et des projets de transformation.',
    'Contrôle de gestion de la direction des opérations et de la logistique.',
    'Analyse financière au sein de la direction des engagements.',
    'Suivi budgétaire des investissements du réseau d’eau potable.',
    'Stage de fin d’études au sein de la direction financière.',
  ],
  schools: [
    { institution: 'Université Lumière Lyon 2', degree: 'Master', field: 'Contrôle de gestion et audit organisationnel', highlight: 'Mémoire sur la comptabilité par activités dans l’industrie pharmaceutique.' },
    { institution: 'IUT de Nantes', degree: 'BUT', field: 'Gestion des entreprises et des administrations', highlight: 'Mention bien.' },
  ],
  skills: ['Contrôle de gestion', 'Élaboration budgétaire', 'Comptabilité analytique', 'SAP S/4HANA', 'Power BI', 'Excel avancé', 'Prévisions de trésorerie', 'Analyse des coûts', 'Reporting financier', 'Contrôle interne', 'Gestion de projet', 'Normes IFRS', 'VBA', 'Communication', 'Conduite du changement', 'Calcul des prix de revient'],
  languages: [
    { language: 'Français', fluency: 'Langue maternelle' },
    { language: 'Anglais', fluency: 'Courant (C1)' },
    { language: 'Espagnol', fluency: 'Intermédiaire (B1)' },
  ],
  certifications: [
    { name: 'Diplôme Supérieur de Comptabilité et de Gestion (DSCG)', issuer: 'Ministère de l’Enseignement supérieur' },
    { name: 'Microsoft Certified: Power BI Data Analyst Associate', issuer: 'Microsoft' },
    { name: 'Certificat en Finance d’Entreprise', issuer: 'CNAM' },
  ],
  projects: [
    { name: 'Tableau de bord énergie', description: 'Suivi mensuel de la consommation énergétique par atelier, partagé avec les équipes de maintenance.', url: 'https://tableau-energie.beranger-industries.fr', keywords: ['Power BI', 'Énergie'], highlights: ['Économie de 8 % sur la facture d’électricité.'] },
    { name: 'Modèle de trésorerie', description: 'Modèle de prévision de trésorerie à treize semaines diffusé dans tout le groupe.', url: 'https://github.com/hlefevre/modele-tresorerie', keywords: ['Excel', 'VBA'], highlights: ['Adopté par sept filiales.'] },
  ],
  awards: [
    { title: 'Prix de l’initiative financière', awarder: 'Groupe Béranger Industries', summary: 'Pour l’automatisation de la clôture mensuelle.' },
  ],
};
