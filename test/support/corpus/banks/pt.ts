/** Portuguese content bank: a digital marketing manager in Portugal. */
import type { LocaleBank } from '../locale-bank.ts';

export const portuguese: LocaleBank = {
  code: 'pt',
  people: [
    { given: 'João', family: 'Conceição Magalhães' },
    { given: 'Inês', family: 'Gonçalves Araújo' },
    { given: 'Tomás', family: 'Simões' },
  ],
  cities: ['Lisboa, Portugal', 'Porto, Portugal', 'Coimbra, Portugal'],
  phone: '+351 912 345 678',
  titles: ['Estagiária de Comunicação', 'Assistente de Marketing Digital', 'Especialista em Marketing Digital', 'Gestora de Marketing Digital e Comunicação'],
  companies: ['Sonae MC', 'Vinhos do Douro Superior, Lda.', 'Câmara Municipal do Porto', 'Agência Maré Alta', 'Turismo do Alentejo, E.R.T.', 'Livraria Bertrand'],
  summaries: {
    brief: 'Especialista em marketing digital com seis anos de experiência em retalho e turismo. Gosto de transformar dados em campanhas simples que as pessoas lembram.',
    full: 'Gestora de marketing digital e comunicação com mais de dez anos de experiência em retalho, turismo e setor público. Liderei equipas de até oito pessoas, geri orçamentos anuais de dois milhões de euros e lancei lojas online em três mercados. Valorizo a experimentação, a medição rigorosa dos resultados e a colaboração próxima com as equipas comerciais.',
  },
  bullets: [
    'Gestão de campanhas de pesquisa paga e redes sociais com um orçamento anual de 1,2 milhões de euros.',
    'Aumento de 48% das vendas online em dois anos através de testes A/B contínuos na loja virtual.',
    'Lançamento da loja online em Espanha e França, incluindo a adaptação de conteúdos e atendimento.',
    'Coordenação de uma equipa de seis pessoas entre conteúdos, design e análise de dados.',
    'Criação de um programa de fidelização com 300 mil aderentes no primeiro ano.',
    'Redução do custo por aquisição em 35% graças à reorganização das campanhas por intenção de pesquisa.',
    'Planeamento do calendário editorial e produção de conteúdos para o blogue e a newsletter.',
    'Implementação do Google Analytics 4 e de painéis de acompanhamento para a direção comercial.',
    'Negociação com agências de meios e produtoras audiovisuais para campanhas nacionais.',
    'Organização de visitas de imprensa internacional às quintas do Douro.',
    'Gestão da reputação online e resposta a comentários em plataformas de avaliação turística.',
    'Formação de 25 colaboradores das lojas em atendimento através das redes sociais.',
    'Campanha de promoção do turismo no interior com 4 milhões de visualizações em vídeo.',
    'Revisão da política de proteção de dados do marketing em conjunto com o encarregado de proteção de dados.',
    'Otimização para motores de busca que duplicou o tráfego orgânico do sítio institucional.',
    'Estudo de mercado sobre hábitos de leitura para o lançamento de uma coleção juvenil.',
    'Coordenação da comunicação de eventos culturais municipais com mais de 100 mil participantes.',
    'Definição de personas e jornadas do cliente com base em entrevistas e dados de compra.',
    'Gestão de parcerias com influenciadores e medição do retorno de cada colaboração.',
    'Automatização de campanhas de correio eletrónico segmentadas por comportamento de compra.',
  ],
  roleDescriptions: [
    'Responsável pelo marketing digital e pela comunicação da marca em três mercados.',
    'Gestão de campanhas digitais e da loja online de vinhos.',
    'Comunicação digital dos serviços municipais e dos eventos culturais.',
    'Planeamento e execução de campanhas para clientes de turismo e retalho.',
    'Promoção turística da região junto de mercados internacionais.',
    'Estágio profissional no departamento de comunicação.',
  ],
  schools: [
    { institution: 'Universidade Nova de Lisboa', degree: 'Mestrado', field: 'Gestão de Marketing', highlight: 'Dissertação sobre a fidelização de clientes no retalho alimentar.' },
    { institution: 'Universidade de Coimbra', degree: 'Licenciatura', field: 'Ciências da Comunicação', highlight: 'Programa Erasmus na Universidade de Salamanca.' },
  ],
  skills: ['Marketing digital', 'Google Ads', 'Meta Ads', 'Google Analytics 4', 'SEO', 'Gestão de conteúdos', 'E-mail marketing', 'Gestão de orçamentos', 'Liderança de equipas', 'Testes A/B', 'Redes sociais', 'Estudos de mercado', 'HubSpot', 'Canva', 'Relações com a imprensa', 'Comércio eletrónico'],
  languages: [
    { language: 'Português', fluency: 'Língua materna' },
    { language: 'Inglês', fluency: 'Fluente (C1)' },
    { language: 'Espanhol', fluency: 'Intermédio (B2)' },
  ],
  certifications: [
    { name: 'Google Ads – Certificação em Pesquisa', issuer: 'Google' },
    { name: 'HubSpot Inbound Marketing', issuer: 'HubSpot Academy' },
    { name: 'Curso de Especialização em Comércio Eletrónico', issuer: 'Associação da Economia Digital' },
  ],
  projects: [
    { name: 'Rota dos Sabores', description: 'Roteiro digital de restaurantes e produtores locais do Alentejo.', url: 'https://rotadossabores.pt', keywords: ['Turismo', 'Conteúdos'], highlights: ['120 mil visitantes únicos na primeira temporada.'] },
    { name: 'Painel de Campanhas', description: 'Modelo aberto de painel para acompanhar campanhas digitais em pequenas empresas.', url: 'https://github.com/iaraujo/painel-campanhas', keywords: ['Looker Studio', 'Google Analytics 4'], highlights: ['Usado por 40 pequenas empresas.'] },
  ],
  awards: [
    { title: 'Prémio Marketeer – Melhor Campanha Digital', awarder: 'Revista Marketeer', summary: 'Pela campanha de promoção do turismo no interior.' },
  ],
};
