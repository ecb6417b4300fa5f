// The read-only public lists: company values, services and case studies (SPEC §3).

export type CompanyValue = {
  id: number;
  icon: string;
  titleEn: string;
  titleZh: string;
  descriptionEn: string;
  descriptionZh: string;
};

export type Service = {
  id: number;
  titleEn: string;
  titleZh: string;
  descriptionEn: string;
  descriptionZh: string;
  featuresEn: string[];
  featuresZh: string[];
  imagePath: string | null;
};

export type CaseStudy = {
  id: number;
  titleEn: string;
  titleZh: string;
  descriptionEn: string;
  descriptionZh: string;
  industryEn: string;
  industryZh: string;
  imagePath: string | null;
};
